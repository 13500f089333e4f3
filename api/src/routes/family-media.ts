import { Hono } from 'hono'
import type { ApiBindings } from '../env.ts'

export const familyMedia = new Hono<{ Bindings: ApiBindings }>()
