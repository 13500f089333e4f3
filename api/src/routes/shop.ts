import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const shop = new Hono<{ Bindings: ApiBindings }>()
