import { useRef, useState } from 'react'
import { RECORD_PURPOSE_WORDS, type DnsRecord } from '#contract/studio-domains.ts'
import { Button } from '#src/ui/Button.tsx'

/** What most DNS providers' forms call the name: the part before the domain as bought, `@` for the domain itself. */
function shortName(name: string, zone: string): string | undefined {
  if (name === zone) return '@'
  return name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : undefined
}

/**
 * The records the owner adds at the domain's DNS provider, as a table: type, name and value, each
 * value with a Copy button (the clipboard; where the browser will not, the value is selected so it
 * can be copied by hand), and what each record is for.
 */
export function DomainRecords({ host, zone, records }: { host: string; zone: string; records: DnsRecord[] }) {
  const [copied, setCopied] = useState<string>()
  const values = useRef(new Map<string, HTMLElement>())
  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) values.current.set(key, element)
    else values.current.delete(key)
  }
  const copy = async (label: string, text: string, key: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(`Copied: ${label}.`)
    } catch {
      const element = values.current.get(key)
      if (element) window.getSelection()?.selectAllChildren(element)
      setCopied(`Your browser did not let us copy ${label}. It is selected now: copy it with your keyboard or menu.`)
    }
  }
  return (
    <>
      <table className="domain-records" aria-label={`DNS records for ${host}`}>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">What it is for</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const key = `${record.type}:${record.name}`
            const short = shortName(record.name, zone)
            return (
              <tr key={key}>
                <td>{record.type}</td>
                <td>
                  <code className="domain-records__value" ref={register(`${key}:name`)}>
                    {record.name}
                  </code>
                  {short && short !== record.name ? (
                    <span className="domain-records__hint"> (many DNS forms want only {short})</span>
                  ) : null}
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void copy(`the name of the ${record.type} record`, record.name, `${key}:name`)}
                  >
                    Copy<span className="visually-hidden"> the name of the {record.type} record</span>
                  </Button>
                </td>
                <td>
                  <code className="domain-records__value" ref={register(`${key}:value`)}>
                    {record.value}
                  </code>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void copy(`the value of the ${record.type} record`, record.value, `${key}:value`)}
                  >
                    Copy<span className="visually-hidden"> the value of the {record.type} record</span>
                  </Button>
                </td>
                <td>{RECORD_PURPOSE_WORDS[record.purpose]}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <output className="studio-note">{copied}</output>
    </>
  )
}
