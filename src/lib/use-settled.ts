import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delay` ms: a search or lookup asked once per pause in
 * typing, not once per key (the address suggestions, the task assignee search).
 */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
