import type { MouseEvent, ReactNode } from 'react'
import type { MoveDirection } from '#contract/editor-messages.ts'
import type { Module } from '#contract/website.ts'
import { moduleLabel } from '../site-session.ts'

export type ModuleActions = {
  hover: (moduleId: string | null) => void
  activate: (module: Module) => void
  deactivate: (moduleId: string) => void
  add: (beforeModuleId: string | null) => void
  move: (moduleId: string, direction: MoveDirection) => void
  remove: (moduleId: string) => void
}

type Props = {
  module: Module
  index: number
  count: number
  hovered: boolean
  active: boolean
  /** Bumped when typed texts are taken into the page: the module renders afresh from its value. */
  revision: number
  actions: ModuleActions
  children: ReactNode
}

/** In edit mode a click follows no link: it selects the module the link is in. */
function keepOnPage(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault()
}

/**
 * One module in edit mode: outlined when hovered or selected, with a button that selects it (so
 * the keyboard reaches every module) and, once selected, its controls. Pointing at the module
 * selects it too; its texts then become editable in place (inline-text.ts).
 */
export function EditableModule({ module, index, count, hovered, active, revision, actions, children }: Props) {
  const label = moduleLabel(module)
  const name = `${label.charAt(0).toUpperCase()}${label.slice(1)} module, ${index + 1} of ${count}`
  return (
    <div
      className="editable-module"
      data-editor-module={module.id}
      data-hovered={hovered ? 'true' : undefined}
      data-active={active ? 'true' : undefined}
      onPointerEnter={() => actions.hover(module.id)}
      onPointerLeave={() => actions.hover(null)}
      onPointerDown={(event) => {
        if (!active && !(event.target instanceof Element && event.target.closest('button'))) actions.activate(module)
      }}
      onClickCapture={keepOnPage}
    >
      <fieldset className="editable-module__bar">
        <legend className="visually-hidden">{name}</legend>
        <button
          type="button"
          data-control="select"
          aria-pressed={active}
          onClick={() => (active ? actions.deactivate(module.id) : actions.activate(module))}
        >
          {active ? `Done with ${label}` : `Edit ${label}`}
        </button>
        {active ? (
          <>
            <button type="button" data-control="add" onClick={() => actions.add(module.id)}>
              Add a module above
            </button>
            <button type="button" data-control="up" disabled={index === 0} onClick={() => actions.move(module.id, 'up')}>
              Move up
            </button>
            <button type="button" data-control="down" disabled={index === count - 1} onClick={() => actions.move(module.id, 'down')}>
              Move down
            </button>
            <button type="button" data-control="remove" onClick={() => actions.remove(module.id)}>
              Remove
            </button>
          </>
        ) : null}
      </fieldset>
      <div className="editable-module__content" data-revision={revision}>
        {children}
      </div>
    </div>
  )
}
