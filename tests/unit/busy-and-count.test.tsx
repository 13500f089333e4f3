// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '#src/ui/Button.tsx'
import { CharacterCount, characterCountMessage, COUNT_ANNOUNCE_DELAY_MS } from '#src/ui/fields/CharacterCount.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('<Button busy>', () => {
  it('says it is busy, ignores clicks, and keeps the focus (never the disabled attribute)', () => {
    const clicks: string[] = []
    function Sending() {
      const [busy, setBusy] = useState(false)
      return (
        <Button
          busy={busy}
          onClick={() => {
            clicks.push('click')
            setBusy(true)
          }}
        >
          {busy ? 'Sending…' : 'Send'}
        </Button>
      )
    }
    render(<Sending />)
    const button = screen.getByRole('button', { name: 'Send' })
    button.focus()
    fireEvent.click(button)
    expect(button.textContent).toBe('Sending…')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(document.activeElement).toBe(button)
    expect(button.querySelector('.button__spinner')?.getAttribute('aria-hidden')).toBe('true')
    fireEvent.click(button)
    expect(clicks).toEqual(['click'])
  })

  it('does not send its form again while busy', () => {
    const submits: string[] = []
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submits.push('submit')
        }}
      >
        <Button type="submit" busy>
          Paying…
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Paying…' }))
    expect(submits).toEqual([])
  })

  it('is a plain button when not busy', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(button.querySelector('.button__spinner')).toBeNull()
  })
})

describe('character count', () => {
  it('says how many characters are left, or how many too many', () => {
    expect(characterCountMessage(0, 500)).toBe('You have 500 characters remaining')
    expect(characterCountMessage(499, 500)).toBe('You have 1 character remaining')
    expect(characterCountMessage(500, 500)).toBe('You have 0 characters remaining')
    expect(characterCountMessage(501, 500)).toBe('You have 1 character too many')
    expect(characterCountMessage(510, 500)).toBe('You have 10 characters too many')
  })

  it('shows the count at once, and reads it out only once typing pauses', () => {
    vi.useFakeTimers()
    const view = render(<CharacterCount id="count" length={0} max={10} />)
    const live = () => view.container.querySelector('[aria-live="polite"]')?.textContent
    expect(screen.getByText('You have 10 characters remaining').id).toBe('count')
    // Not announced on its own when the page opens.
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS * 2))
    expect(live()).toBe('')
    view.rerender(<CharacterCount id="count" length={5} max={10} />)
    view.rerender(<CharacterCount id="count" length={12} max={10} />)
    expect(screen.getByText('You have 2 characters too many').className).toContain('field__count--over')
    expect(live()).toBe('')
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS))
    expect(live()).toBe('You have 2 characters too many')
  })
})
