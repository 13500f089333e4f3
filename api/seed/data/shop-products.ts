import type { SHOP_CATEGORIES } from '#contract/shop.ts'

/**
 * Each demo funeral home's sympathy shop, as plain data (api/seed/shop.ts makes the rows and
 * draws the pictures): flowers for the service, plants and a memorial tree for the home, comfort
 * baskets for the family. Harbor Light's has a coastal flavour.
 */

type Category = (typeof SHOP_CATEGORIES)[number]
export type ProductSeed = {
  name: string
  description: string
  category: Category
  /** Variant name and price in dollars. */
  variants: [string, number][]
  /** Flower colours of its picture. */
  colours: string[]
}

const SIZES = (standard: number, deluxe: number, premium: number): [string, number][] => [
  ['Standard', standard],
  ['Deluxe', deluxe],
  ['Premium', premium],
]

const WHITFIELD: ProductSeed[] = [
  {
    name: 'Eternal Grace Standing Spray',
    description:
      'White Oriental lilies, roses and gladioli on an easel, a graceful tribute displayed beside the casket or urn at the service.',
    category: 'standing-spray',
    variants: SIZES(189, 239, 299),
    colours: ['#ffffff', '#f4efe6', '#e8e2d0'],
  },
  {
    name: 'Peaceful White Wreath',
    description: 'A classic wreath of white roses, carnations and chrysanthemums with soft greenery, a circle of life everlasting.',
    category: 'wreath',
    variants: SIZES(169, 219, 279),
    colours: ['#ffffff', '#f6f3ee', '#dfe6d8'],
  },
  {
    name: 'Heartfelt Rose Casket Spray',
    description: 'Deep red and ivory roses with lush greens to rest on the casket. Usually chosen by the immediate family.',
    category: 'casket-spray',
    variants: SIZES(329, 399, 479),
    colours: ['#9b1c2e', '#c2384a', '#f4efe6'],
  },
  {
    name: 'Garden of Remembrance Arrangement',
    description: 'Pink roses, lavender stock and white hydrangea in a keepsake container, for the service or the family home.',
    category: 'arrangement',
    variants: SIZES(89, 119, 149),
    colours: ['#f2b8c6', '#b9a3d6', '#ffffff'],
  },
  {
    name: 'Sunlit Meadow Bouquet',
    description: 'Sunflowers, yellow roses and daisies, bright and warm, for a celebration of a life well lived.',
    category: 'arrangement',
    variants: SIZES(75, 99, 129),
    colours: ['#f5c542', '#f7dc6f', '#ffffff'],
  },
  {
    name: 'Peace Lily Plant',
    description: 'A lasting peace lily in a woven basket, a quiet symbol of comfort that the family can keep for years.',
    category: 'plant',
    variants: SIZES(69, 89, 119),
    colours: ['#ffffff', '#2f6b3a', '#3d8a4a'],
  },
  {
    name: 'Tranquil White Orchid',
    description: 'A double-stem white phalaenopsis orchid in a ceramic pot; elegant, and easy to care for.',
    category: 'plant',
    variants: SIZES(79, 99, 129),
    colours: ['#ffffff', '#f3e9f5', '#7d5f77'],
  },
  {
    name: 'Prairie Dish Garden',
    description: 'A garden of green and flowering plants in a wooden planter, for the home or the office.',
    category: 'plant',
    variants: SIZES(65, 85, 105),
    colours: ['#3d8a4a', '#a7c0a3', '#e8a0b4'],
  },
  {
    name: 'Memorial Tree Planting',
    description: 'Trees planted in a national forest in memory of your loved one. The family receives a certificate naming the gift.',
    category: 'tree',
    variants: [
      ['One tree', 25],
      ['Grove of five trees', 110],
      ['Grove of ten trees', 200],
    ],
    colours: ['#2f6b3a', '#5f7f5b', '#a7c0a3'],
  },
  {
    name: 'Comfort Food Sympathy Basket',
    description:
      'Homestyle soup mixes, crackers, cheese, cookies and tea, delivered to the family home so there is one less thing to think about.',
    category: 'basket',
    variants: SIZES(79, 109, 139),
    colours: ['#c9b59a', '#8a7156', '#efe6da'],
  },
]

const HARBOR: ProductSeed[] = [
  {
    name: 'Seaside Serenity Standing Spray',
    description: 'Blue delphinium, white hydrangea and roses on an easel, in the colours of the sea and the sky.',
    category: 'standing-spray',
    variants: SIZES(199, 249, 309),
    colours: ['#5d7a8c', '#9fb4c2', '#ffffff'],
  },
  {
    name: 'Harbor Lights Wreath',
    description: 'White roses, eucalyptus and sea lavender woven into a wreath, with a soft blue ribbon.',
    category: 'wreath',
    variants: SIZES(179, 229, 289),
    colours: ['#ffffff', '#b9c9d6', '#8fa7a0'],
  },
  {
    name: 'Ocean Breeze Casket Spray',
    description: 'White lilies and roses with blue thistle and trailing greenery to rest on the casket.',
    category: 'casket-spray',
    variants: SIZES(339, 409, 489),
    colours: ['#ffffff', '#5d7a8c', '#dfe7ec'],
  },
  {
    name: 'Beach Rose Arrangement',
    description: 'Pink beach roses, white stock and dusty miller, gathered as if from the dunes.',
    category: 'arrangement',
    variants: SIZES(85, 115, 145),
    colours: ['#e8a0b4', '#ffffff', '#b8c4bc'],
  },
  {
    name: 'Sea Lavender Bouquet',
    description: 'Sea lavender, white lisianthus and soft blue hydrangea in a glass vase.',
    category: 'arrangement',
    variants: SIZES(79, 105, 135),
    colours: ['#b9a3d6', '#9fb4c2', '#ffffff'],
  },
  {
    name: 'Coastal Hydrangea Plant',
    description: 'A blooming blue hydrangea that can be planted in the garden come spring, to flower every summer.',
    category: 'plant',
    variants: SIZES(75, 95, 125),
    colours: ['#6f8fbf', '#9fb4c2', '#3d8a4a'],
  },
  {
    name: 'Driftwood Succulent Garden',
    description: 'Hardy succulents set in weathered driftwood, a lasting keepsake for a windowsill by the sea.',
    category: 'plant',
    variants: SIZES(69, 89, 115),
    colours: ['#8fa7a0', '#c9b59a', '#5f7f5b'],
  },
  {
    name: 'White Phalaenopsis Orchid',
    description: 'A graceful white orchid in a pale blue ceramic pot.',
    category: 'plant',
    variants: SIZES(79, 99, 129),
    colours: ['#ffffff', '#dfe7ec', '#7d5f77'],
  },
  {
    name: 'Memorial Tree Planting',
    description: 'Red spruce and white pine planted in a Maine forest in memory of your loved one, with a certificate for the family.',
    category: 'tree',
    variants: [
      ['One tree', 25],
      ['Grove of five trees', 110],
      ['Grove of ten trees', 200],
    ],
    colours: ['#2f6b3a', '#5f7f5b', '#a7c0a3'],
  },
  {
    name: 'Down East Comfort Basket',
    description: 'Wild blueberry jam, maple syrup, oat biscuits, chowder crackers and tea from Maine makers, delivered to the family home.',
    category: 'basket',
    variants: SIZES(85, 115, 149),
    colours: ['#4a5a9c', '#c9b59a', '#efe6da'],
  },
]

export const CATALOGUES: Record<number, ProductSeed[]> = { 1: WHITFIELD, 2: HARBOR }
