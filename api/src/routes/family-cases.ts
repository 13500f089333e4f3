import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const familyCases = new Hono<{ Bindings: ApiBindings }>()
