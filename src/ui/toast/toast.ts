import type { ToastInput } from '#src/lib/toasts.ts'
import { createToastStore } from './store.ts'

/** The one queue the <Toaster /> in the root layout shows. */
export const toastStore = createToastStore()

export type ToastOptions = Omit<ToastInput, 'id' | 'title' | 'color'> & { id?: string }

function show(input: Omit<ToastInput, 'id'> & { id?: string }): string {
  // Toasts answer something the visitor did in the browser. On the server this module is shared
  // by every request the Worker handles, so a toast added there would leak to other visitors.
  if (typeof window === 'undefined') return input.id ?? ''
  return toastStore.add(input)
}

/**
 * Shows a toast from anywhere (event handlers, mutation callbacks) and returns its id:
 * `toast.success('Memory shared', { description: 'The family will see it shortly.' })`.
 */
export const toast = {
  success: (title: string, options: ToastOptions = {}) => show({ ...options, title, color: 'success' }),
  error: (title: string, options: ToastOptions = {}) => show({ ...options, title, color: 'error' }),
  dismiss: (id: string) => toastStore.dismiss(id),
  dismissAll: () => toastStore.dismissAll(),
}
