import { operations as arrangements } from './arrangements.ts'
import { operations as blog } from './blog.ts'
import { operations as family } from './family.ts'
import { operations as invitations } from './invitations.ts'
import { operations as media } from './media.ts'
import { operations as obituaries } from './obituaries.ts'
import type { Operation } from './operation.ts'
import { operations as paymentMethods } from './payment-methods.ts'
import { operations as payments } from './payments.ts'
import { operations as planning } from './planning.ts'
import { operations as previews } from './previews.ts'
import { operations as priceList } from './price-list.ts'
import { operations as shop } from './shop.ts'
import { operations as staff } from './staff.ts'
import { operations as studioCases } from './studio-cases.ts'
import { operations as studioCasePage } from './studio-case-page.ts'
import { operations as studioRequests } from './studio-requests.ts'
import { operations as studioServices } from './studio-services.ts'
import { operations as studioFamily } from './studio-family.ts'
import { operations as studioStaff } from './studio-staff.ts'
import { operations as studioTasks } from './studio-tasks.ts'
import { operations as studioStationery } from './studio-stationery.ts'
import { operations as studioWall } from './studio-wall.ts'
import { operations as studioOrders } from './studio-orders.ts'
import { operations as studioLedger } from './studio-ledger.ts'
import { operations as web } from './web-operations.ts'
import { operations as studioVideo } from './studio-video.ts'
import { operations as studioObituaries } from './studio-obituaries.ts'
import { operations as studioStatement } from './studio-statement.ts'
import { operations as statementSigning } from './statement-signing.ts'
import { operations as studioPrices } from './studio-prices.ts'
import { operations as studioPriceParts } from './studio-price-parts.ts'
import { operations as studioDomains } from './studio-domains.ts'
import { operations as studioData } from './studio-data.ts'

/** Every operation with its own literal type (its path, its schemas): what typed calls look up (operation-call.ts). */
export type AnyOperation =
  | (typeof arrangements)[number]
  | (typeof payments)[number]
  | (typeof paymentMethods)[number]
  | (typeof family)[number]
  | (typeof invitations)[number]
  | (typeof media)[number]
  | (typeof obituaries)[number]
  | (typeof blog)[number]
  | (typeof shop)[number]
  | (typeof planning)[number]
  | (typeof staff)[number]
  | (typeof studioStaff)[number]
  | (typeof studioCases)[number]
  | (typeof studioCasePage)[number]
  | (typeof studioServices)[number]
  | (typeof studioRequests)[number]
  | (typeof studioTasks)[number]
  | (typeof studioFamily)[number]
  | (typeof studioWall)[number]
  | (typeof studioOrders)[number]
  | (typeof studioLedger)[number]
  | (typeof web)[number]
  | (typeof priceList)[number]
  | (typeof previews)[number]
  | (typeof studioVideo)[number]
  | (typeof studioStationery)[number]
  | (typeof studioObituaries)[number]
  | (typeof studioStatement)[number]
  | (typeof statementSigning)[number]
  | (typeof studioPrices)[number]
  | (typeof studioPriceParts)[number]
  | (typeof studioDomains)[number]
  | (typeof studioData)[number]

/** Every call of the upstream API, the source of the OpenAPI document and the property tests. */
export const allOperations: readonly Operation[] = [
  ...arrangements,
  ...payments,
  ...paymentMethods,
  ...family,
  ...invitations,
  ...media,
  ...obituaries,
  ...blog,
  ...shop,
  ...planning,
  ...staff,
  ...studioStaff,
  ...studioCases,
  ...studioCasePage,
  ...studioServices,
  ...studioRequests,
  ...studioTasks,
  ...studioFamily,
  ...studioWall,
  ...studioOrders,
  ...studioLedger,
  ...web,
  ...priceList,
  ...previews,
  ...studioVideo,
  ...studioStationery,
  ...studioObituaries,
  ...studioStatement,
  ...statementSigning,
  ...studioPrices,
  ...studioPriceParts,
  ...studioDomains,
  ...studioData,
]
