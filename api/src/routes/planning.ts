import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const planning = new Hono<{ Bindings: ApiBindings }>()
