import { useId } from 'react'
import { emptyItem, emptyValue, type FieldSpec } from './schema-fields.ts'

type Value = Record<string, unknown>
type Errors = Readonly<Record<string, string>>
type FieldProps = {
  field: FieldSpec
  value: unknown
  path: string
  errors: Errors
  onChange: (value: unknown) => void
  newId: () => string
}

/** The error of `path` under its field, tied to it for screen readers. */
function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="editor-form__error">
      {message}
    </p>
  ) : null
}

function describedBy(errorId: string, message: string | undefined) {
  return message ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {}
}

function ScalarField({ field, value, path, errors, onChange }: FieldProps) {
  const id = useId()
  const message = errors[path]
  const error = describedBy(`${id}-error`, message)
  const label = `${field.label}${'required' in field && field.required ? ' (required)' : ''}`
  if (field.kind === 'boolean') {
    return (
      <div className="editor-form__check">
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{field.label}</label>
      </div>
    )
  }
  let control
  if (field.kind === 'enum') {
    control = (
      <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)} {...error}>
        {field.required ? null : <option value="">None</option>}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'number') {
    control = (
      <input
        id={id}
        type="number"
        min={field.min}
        max={field.max}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        {...error}
      />
    )
  } else {
    const text = typeof value === 'string' ? value : ''
    const change = (next: string) => onChange(next === '' && field.kind === 'text' && !field.required ? undefined : next)
    control =
      field.kind === 'text' && field.multiline ? (
        <textarea id={id} rows={3} value={text} onChange={(e) => change(e.target.value)} {...error} />
      ) : (
        <input id={id} type="text" value={text} onChange={(e) => change(e.target.value)} {...error} />
      )
  }
  return (
    <div className="editor-form__field">
      <label htmlFor={id}>{label}</label>
      {control}
      <ErrorText id={`${id}-error`} message={message} />
    </div>
  )
}

function ListField({ field, value, path, errors, onChange, newId }: FieldProps) {
  if (field.kind !== 'text-list' && field.kind !== 'item-list') return null
  const items = Array.isArray(value) ? (value as unknown[]) : []
  const itemName = field.kind === 'text-list' ? 'paragraph' : 'item'
  const set = (index: number, item: unknown) => onChange(items.map((old, i) => (i === index ? item : old)))
  const keyOf = (item: unknown, index: number) =>
    typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : `${path}.${index}`
  return (
    <fieldset className="editor-form__list">
      <legend>{field.label}</legend>
      {items.map((item, index) => (
        <div key={keyOf(item, index)} className="editor-form__item">
          {field.kind === 'text-list' ? (
            <ScalarField
              field={{
                kind: 'text',
                key: String(index),
                label: `${itemName} ${index + 1}`.replace(/^./, (c) => c.toUpperCase()),
                required: false,
                multiline: true,
              }}
              value={item}
              path={`${path}.${index}`}
              errors={errors}
              onChange={(next) => set(index, next ?? '')}
              newId={newId}
            />
          ) : (
            <fieldset className="editor-form__group">
              <legend>{`${field.label} ${index + 1}`}</legend>
              <FieldList
                fields={field.fields}
                value={item as Value}
                path={`${path}.${index}`}
                errors={errors}
                onChange={(next) => set(index, next)}
                newId={newId}
              />
            </fieldset>
          )}
          <button
            type="button"
            disabled={items.length <= field.minItems}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >{`Remove ${itemName} ${index + 1}`}</button>
        </div>
      ))}
      <ErrorText id={`${path}-error`} message={errors[path]} />
      <button type="button" onClick={() => onChange([...items, field.kind === 'text-list' ? '' : emptyItem(field.fields, newId)])}>
        {`Add ${itemName === 'item' ? `to ${field.label.toLowerCase()}` : 'a paragraph'}`}
      </button>
    </fieldset>
  )
}

function GroupField({ field, value, path, errors, onChange, newId }: FieldProps) {
  if (field.kind !== 'group') return null
  if (typeof value !== 'object' || value === null) {
    return (
      <button type="button" className="editor-form__add-group" onClick={() => onChange(emptyValue(field, newId))}>
        {`Add ${field.label.toLowerCase()}`}
      </button>
    )
  }
  return (
    <fieldset className="editor-form__group">
      <legend>{field.label}</legend>
      <FieldList fields={field.fields} value={value as Value} path={path} errors={errors} onChange={onChange} newId={newId} />
      {field.required ? null : (
        <button type="button" onClick={() => onChange(undefined)}>
          {`Remove ${field.label.toLowerCase()}`}
        </button>
      )}
    </fieldset>
  )
}

type FieldListProps = {
  fields: readonly FieldSpec[]
  value: Value
  path: string
  errors: Errors
  onChange: (value: Value) => void
  newId: () => string
}

/** The fields of one object (a module, a list item, a group), each writing its own key. */
export function FieldList({ fields, value, path, errors, onChange, newId }: FieldListProps) {
  return fields.map((field) => {
    const at = path ? `${path}.${field.key}` : field.key
    const change = (next: unknown) => {
      const copy: Value = { ...value }
      if (next === undefined) delete copy[field.key]
      else copy[field.key] = next
      onChange(copy)
    }
    const props: FieldProps = { field, value: value[field.key], path: at, errors, onChange: change, newId }
    if (field.kind === 'text-list' || field.kind === 'item-list') return <ListField key={field.key} {...props} />
    if (field.kind === 'group') return <GroupField key={field.key} {...props} />
    return <ScalarField key={field.key} {...props} />
  })
}
