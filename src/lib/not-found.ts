import { notFound } from '@tanstack/react-router'

/** For `orNotFound` in a route's loader: the api's 404 is the router's, the 404 page (decision 041). */
export function throwNotFound(): never {
  throw notFound()
}
