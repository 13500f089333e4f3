import { progressState } from '../lib/progress.ts'

type ProgressBarProps = {
  /** Missing: indeterminate (work is happening, amount unknown). */
  value?: number | null
  max?: number
  /** The accessible name, e.g. "Uploading photo". */
  label: string
  /** Show the label (and percentage) above the bar; otherwise it is only announced. */
  showLabel?: boolean
}

export function ProgressBar({ value, max, label, showLabel = false }: ProgressBarProps) {
  const state = progressState(value, max)
  const valueText = state.indeterminate ? 'In progress' : `${Math.round(state.percent)}%`
  return (
    <div className="progress">
      {showLabel ? (
        <div className="progress__label" aria-hidden="true">
          <span>{label}</span>
          <span>{valueText}</span>
        </div>
      ) : null}
      <div
        className={state.indeterminate ? 'progress__track progress__track--indeterminate' : 'progress__track'}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a native <progress> cannot take the design's colours reliably across browsers
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={state.max}
        aria-valuenow={state.indeterminate ? undefined : state.value}
        aria-valuetext={valueText}
      >
        <div className="progress__fill" style={state.indeterminate ? undefined : { width: `${state.percent}%` }} />
      </div>
    </div>
  )
}
