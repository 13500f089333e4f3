import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const blog = new Hono<{ Bindings: ApiBindings }>()
