import { DEFAULT_DEMO_HOSTS } from '#api/seed/demo.ts'

/** Hosts of the demo companies: DEMO_HOSTS="a.example,b.example", else localhost and harbor.localhost. */
export function demoHosts(): string[] {
  const configured = process.env.DEMO_HOSTS?.split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  return configured?.length ? configured : [...DEFAULT_DEMO_HOSTS]
}
