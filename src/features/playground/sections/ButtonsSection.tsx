import { BUTTON_VARIANTS, Button, ButtonLink, UI_SIZES } from '#src/ui/Button.tsx'
import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function ButtonsSection() {
  return (
    <PlaygroundSection id="buttons" title="Buttons">
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} className="playground__row">
          <h3>{variant === 'primary' ? 'Primary' : 'Secondary'}</h3>
          {UI_SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
          <ButtonLink variant={variant} href="#buttons">
            {variant} link
          </ButtonLink>
        </div>
      ))}
    </PlaygroundSection>
  )
}
