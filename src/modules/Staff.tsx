import type { StaffModule } from '#contract/modules.ts'
import { balancedGridStyle } from '../lib/balanced-grid.ts'
import { defineModule, imageLoading, type ModuleRenderProps } from './define.ts'
import { Picture } from './Picture.tsx'

/** Staff portraits are drawn at most 20rem wide (max-w-[20rem] below). */
const STAFF_SIZES = '(min-width: 22rem) 20rem, 100vw'

function Staff({ module, index }: ModuleRenderProps<StaffModule>) {
  return (
    <section className="mb-12" data-module-id={module.id} data-module-type="staff">
      {module.heading ? <h2>{module.heading}</h2> : null}
      {module.intro ? <p className="max-w-[68ch]">{module.intro}</p> : null}
      <ul className="balanced-grid" style={balancedGridStyle(module.people.length, 4)}>
        {module.people.map((person) => (
          <li key={person.id} data-item-id={person.id}>
            {person.photo ? (
              <Picture
                image={person.photo}
                alt={person.name}
                sizes={STAFF_SIZES}
                loading={imageLoading(index)}
                className="mx-auto block aspect-[4/5] w-full max-w-[20rem] rounded-lg object-cover"
              />
            ) : null}
            <h3 className="mb-0 mt-4 text-xl">{person.name}</h3>
            <p className="m-0 font-sans text-md text-muted">{person.role}</p>
            {person.bio ? <p className="mt-2">{person.bio}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

export const staffModule = defineModule<StaffModule>({ type: 'staff', Render: Staff })
