import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const familyArrangements = new Hono<{ Bindings: ApiBindings }>()
