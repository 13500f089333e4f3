import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const obituaries = new Hono<{ Bindings: ApiBindings }>()
