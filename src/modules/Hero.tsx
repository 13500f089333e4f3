import { HeroModuleSchema, type HeroModule } from '../../contract/modules.ts'
import { defineModule } from './define.ts'

function Hero({ module }: { module: HeroModule }) {
  return (
    <section className="hero" data-module-id={module.id}>
      <h1>{module.heading}</h1>
      {module.text ? <p className="hero__text">{module.text}</p> : null}
      {module.action ? (
        <a className="button button--primary" href={module.action.to}>
          {module.action.label}
        </a>
      ) : null}
    </section>
  )
}

export const heroModule = defineModule({ type: 'hero', schema: HeroModuleSchema, Render: Hero })
