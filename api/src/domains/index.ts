import { apiEnv, type ApiVars } from '../env.ts'
import { CloudflareCustomHostnames } from './cloudflare.ts'
import type { CustomHostnames } from './custom-hostnames.ts'
import { FakeCustomHostnames } from './fake.ts'

/**
 * The custom hostnames of this deployment: Cloudflare for SaaS when its zone, token and CNAME
 * target are set; the local fake only in local development (`ENVIRONMENT=development`: the
 * demo's .dev.vars and the tests); otherwise none, and adding or checking a domain answers a 503
 * that says so (never a fake that "activates" a domain on a live platform).
 */
export function customHostnames(env: ApiVars): CustomHostnames | undefined {
  const config = apiEnv(env)
  if (config.customHostnames) return new CloudflareCustomHostnames(config.customHostnames)
  if (config.localDevelopment) return new FakeCustomHostnames()
  return undefined
}
