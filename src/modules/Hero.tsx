import { HeroModuleSchema, type HeroModule } from '../../contract/modules.ts'
import { ButtonLink } from '../ui/Button.tsx'
import { defineModule } from './define.ts'

function Hero({ module }: { module: HeroModule }) {
  return (
    <section className="hero" data-module-id={module.id}>
      <h1>{module.heading}</h1>
      {module.text ? <p className="hero__text">{module.text}</p> : null}
      {module.action ? (
        <ButtonLink href={module.action.to} size="lg">
          {module.action.label}
        </ButtonLink>
      ) : null}
    </section>
  )
}

export const heroModule = defineModule({ type: 'hero', schema: HeroModuleSchema, Render: Hero })
