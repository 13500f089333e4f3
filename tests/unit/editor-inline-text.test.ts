// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fieldLabel, markTextFields, textFields } from '#src/features/editor/site/inline-text.ts'

describe('texts edited in place', () => {
  const module = { id: 't', type: 'text', heading: 'Our story', paragraphs: ['One', '', 'Our story'], items: [{ id: 'x', title: 'no' }] }

  it('are the module’s own strings and lists of strings, never its id, type or item texts', () => {
    expect(textFields(module)).toEqual([
      ['heading', 'Our story'],
      ['paragraphs.0', 'One'],
      ['paragraphs.2', 'Our story'],
    ])
    expect(fieldLabel('paragraphs.2')).toBe('Paragraph 3')
  })

  it('are found where the module shows them, each element once, in order', () => {
    const root = document.createElement('section')
    root.innerHTML = '<h2>Our story</h2><p>One</p><p>Our story</p><a>One</a>'
    markTextFields(root, module)
    expect([...root.querySelectorAll('[data-field]')].map((e) => [e.tagName, e.getAttribute('data-field')])).toEqual([
      ['H2', 'heading'],
      ['P', 'paragraphs.0'],
      ['P', 'paragraphs.2'],
    ])
  })
})
