import { parseHex, readableTextColor, SECONDARY_ALPHA } from '#src/lib/design.ts'
import { WHITE, blend, contrastRatio } from '#src/lib/contrast.ts'
import { useSite } from '#src/features/site/index.ts'
import { PlaygroundSection } from '../PlaygroundSection.tsx'

/** A few colours a funeral home might pick, and what the contrast rule makes of them. */
const SAMPLES = ['#2f3b35', '#1d3557', '#c9a227', '#7fb3d5', '#ff69b4']

function Swatch({ color }: { color: string }) {
  const text = readableTextColor(color)
  const tint = blend(parseHex(color), SECONDARY_ALPHA, WHITE)
  const ratio = contrastRatio(parseHex(text), tint).toFixed(2)
  return (
    <li className="swatch">
      <span className="swatch__chip" style={{ background: color }} aria-hidden="true" />
      <span className="swatch__sample" style={{ color: text, background: `rgba(${tint.join(', ')})` }}>
        Text on tint
      </span>
      <code>
        {color} → {text} ({ratio}:1)
      </code>
    </li>
  )
}

export function TokensSection() {
  const { design } = useSite()
  return (
    <PlaygroundSection id="tokens" title="Tokens">
      <dl className="playground__tokens">
        <dt>colorText (this site)</dt>
        <dd>
          <code>{design.colorText}</code>
        </dd>
        <dt>--color-text (readable)</dt>
        <dd>
          <code>{readableTextColor(design.colorText)}</code>
        </dd>
        <dt>--color-secondary</dt>
        <dd>
          <code>colorText at {SECONDARY_ALPHA} alpha</code>
        </dd>
        <dt>Corners</dt>
        <dd>
          <code>
            {design.buttonCorners} / {design.secondaryButtonCorners}
          </code>
        </dd>
      </dl>
      <h3>Contrast rule on sample colours</h3>
      <ul className="swatches">
        {SAMPLES.map((c) => (
          <Swatch key={c} color={c} />
        ))}
      </ul>
    </PlaygroundSection>
  )
}
