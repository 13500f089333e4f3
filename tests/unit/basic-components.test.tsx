// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button, ButtonLink, UI_SIZES } from '#src/ui/Button.tsx'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'

afterEach(cleanup)

describe('<Button>', () => {
  it('has the sizes 3xs to 3xl (spec §9)', () => {
    expect(UI_SIZES).toEqual(['3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'])
  })

  it('is a primary md button that never submits by default', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toBe('button button--primary button--md')
  })

  it('takes the secondary look (its corners come from secondaryButtonCorners in CSS) and a size', () => {
    render(
      <Button variant="secondary" size="3xl" type="submit">
        Send
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send' })
    expect(button.className).toBe('button button--secondary button--3xl')
    expect(button.getAttribute('type')).toBe('submit')
  })

  it('links stay links', () => {
    render(<ButtonLink href="/plan-now">Plan Now</ButtonLink>)
    expect(screen.getByRole('link', { name: 'Plan Now' }).getAttribute('href')).toBe('/plan-now')
  })
})

describe('<ProgressBar>', () => {
  it('is indeterminate without a value: no aria-valuenow', () => {
    render(<ProgressBar label="Uploading" />)
    const bar = screen.getByRole('progressbar', { name: 'Uploading' })
    expect(bar.hasAttribute('aria-valuenow')).toBe(false)
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuetext')).toBe('In progress')
  })

  it('clamps the value it announces', () => {
    render(<ProgressBar label="Uploading" value={140} />)
    const bar = screen.getByRole('progressbar', { name: 'Uploading' })
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect(bar.getAttribute('aria-valuetext')).toBe('100%')
  })

  it('announces steps against a custom max', () => {
    render(<ProgressBar label="Step" value={2} max={5} />)
    const bar = screen.getByRole('progressbar', { name: 'Step' })
    expect(bar.getAttribute('aria-valuemax')).toBe('5')
    expect(bar.getAttribute('aria-valuenow')).toBe('2')
    expect(bar.getAttribute('aria-valuetext')).toBe('40%')
  })
})

describe('<EmptyState>', () => {
  it("says 'No data' or 'No matching data', with 'Back to home'", () => {
    render(<EmptyState kind="none" />)
    expect(screen.getByRole('status').textContent).toBe('No data')
    cleanup()
    render(<EmptyState kind="no-match" homeLink />)
    expect(screen.getByText('No matching data')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })
})
