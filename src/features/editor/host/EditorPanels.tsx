import { useId, useState } from 'react'
import type { MoveDirection } from '#contract/editor-messages.ts'
import { placeholderFields } from '#contract/module-placeholders.ts'
import { isModuleType, MODULE_SCHEMAS } from '#contract/modules.ts'
import { checkInput } from '#contract/validation.ts'
import type { Module } from '#contract/website.ts'
import { canMove } from '../builder.ts'
import { moduleLabel } from '../site-session.ts'
import { ADDABLE_TYPES, type AddableType, type PageChange } from './host-document.ts'
import { FieldList } from './ModuleForm.tsx'
import { moduleFields } from './schema-fields.ts'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A line that tells modules of a type apart in the list: their heading or first text. */
function moduleSummary(module: Module): string {
  const text = [module.heading, module.text, Array.isArray(module.paragraphs) ? module.paragraphs[0] : undefined].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return text ? (text.length > 60 ? `${text.slice(0, 57)}…` : text) : ''
}

type ModulesProps = {
  modules: readonly Module[]
  selectedId: string | null
  onSelect: (moduleId: string) => void
  onMove: (moduleId: string, direction: MoveDirection) => void
  onRemove: (moduleId: string) => void
  onAdd: (beforeModuleId: string | null) => void
}

export function ModulesPanel({ modules, selectedId, onSelect, onMove, onRemove, onAdd }: ModulesProps) {
  return (
    <section className="editor-panel" aria-labelledby="editor-modules-heading">
      <h2 id="editor-modules-heading" tabIndex={-1}>
        Modules on this page
      </h2>
      {modules.length === 0 ? <p>This page has no modules yet.</p> : null}
      <ol className="editor-modules">
        {modules.map((module) => {
          const name = capitalised(moduleLabel(module))
          return (
            <li key={module.id} data-module-row={module.id}>
              <button
                type="button"
                className="editor-modules__select"
                aria-pressed={selectedId === module.id}
                onClick={() => onSelect(module.id)}
              >
                <span className="editor-modules__type">{name}</span>{' '}
                <span className="editor-modules__summary">{moduleSummary(module)}</span>
                {placeholderFields(module).length > 0 ? <span className="editor-modules__note"> (example text to change)</span> : null}
              </button>
              <span className="editor-modules__actions">
                <button
                  type="button"
                  disabled={!canMove(modules, module.id, 'up')}
                  onClick={() => onMove(module.id, 'up')}
                  aria-label={`Move ${name} up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  disabled={!canMove(modules, module.id, 'down')}
                  onClick={() => onMove(module.id, 'down')}
                  aria-label={`Move ${name} down`}
                >
                  Down
                </button>
                <button type="button" onClick={() => onRemove(module.id)} aria-label={`Remove ${name}`}>
                  Remove
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      <button type="button" onClick={() => onAdd(null)}>
        Add a module at the end
      </button>
    </section>
  )
}

type AddProps = { onAdd: (type: AddableType) => void; onCancel: () => void; where: string }

export function AddModulePanel({ onAdd, onCancel, where }: AddProps) {
  const id = useId()
  const [type, setType] = useState<AddableType>('text')
  return (
    <section className="editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add a module {where}</h2>
      <div className="editor-form__field">
        <label htmlFor={id}>Kind of module</label>
        <select id={id} value={type} onChange={(e) => setType(e.target.value as AddableType)}>
          {ADDABLE_TYPES.map((option) => (
            <option key={option} value={option}>
              {capitalised(moduleLabel({ type: option }))}
            </option>
          ))}
        </select>
      </div>
      <div className="editor-actions">
        <button type="button" className="editor-primary" onClick={() => onAdd(type)}>
          Add module
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  )
}

/** The module's problems by field, in the spec §5 words; empty when its schema accepts it. */
export function moduleErrors(module: Module): Record<string, string> {
  if (!isModuleType(module.type)) return { '': `Unknown module type "${module.type}"` }
  const parsed = checkInput(MODULE_SCHEMAS[module.type], module)
  return parsed.success ? {} : parsed.errors
}

type FormProps = { module: Module; onChange: (module: Module) => void; newId: () => string }

export function ModuleEditor({ module, onChange, newId }: FormProps) {
  const errors = moduleErrors(module)
  const name = capitalised(moduleLabel(module))
  return (
    <section className="editor-panel" aria-labelledby="editor-form-heading">
      <h2 id="editor-form-heading" tabIndex={-1}>
        {name} module
      </h2>
      {isModuleType(module.type) ? (
        <form className="editor-form" onSubmit={(e) => e.preventDefault()} aria-label={`${name} module’s fields`}>
          <FieldList
            fields={moduleFields(module.type)}
            value={module}
            path=""
            errors={errors}
            onChange={(next) => onChange(next as Module)}
            newId={newId}
          />
        </form>
      ) : (
        <p>This kind of module cannot be edited here.</p>
      )}
      {Object.keys(errors).length > 0 ? (
        <p className="editor-form__error">Correct the fields marked above: the page shows this module once they are right.</p>
      ) : null}
    </section>
  )
}

/** What changed since the published site, page by page: beside the editor and in the publish dialog. */
export function ChangeList({ changes }: { changes: readonly PageChange[] }) {
  return (
    <ul className="editor-changes">
      {changes.map((change) => (
        <li key={`${change.path}|${change.title}`}>
          <strong>{change.title}</strong>
          {change.path ? ` (${change.path})` : ''}: {change.summary}
        </li>
      ))}
    </ul>
  )
}

export function ChangesPanel({ changes }: { changes: readonly PageChange[] }) {
  return (
    <section className="editor-panel" aria-labelledby="editor-changes-heading">
      <h2 id="editor-changes-heading">Changes since the published site</h2>
      {changes.length === 0 ? <p>No changes: visitors see this version.</p> : <ChangeList changes={changes} />}
    </section>
  )
}
