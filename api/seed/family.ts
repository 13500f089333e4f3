import {
  CaseDetailsBodySchema,
  type CaseDetailsBody,
  type ReviewStatus,
  type StationeryItemType,
  type StationeryPageType,
  type TaskStatus,
  type TaskType,
} from '#contract/family.ts'
import { nameSlug } from '../src/family/case-details-rules.ts'
import { hashInvitationToken } from '../src/family/invitations.ts'
import { TASK_ORDER } from '../src/family/tasks.ts'
import type { CompanySeed, SeedOutput, Statement } from './factories.ts'
import { demoIds } from './ids.ts'
import { landscapeSvg, portraitSvg, seedMediaFile, seedMediaId, type SeedMediaInput } from './media.ts'

/**
 * The family portal's side of the two family cases of each demo funeral home: tasks, the
 * decedent's details, the obituary draft, stationery proofs, the memorial video and an
 * invitation. The first case is being arranged this week (mostly open, partly filled in, the
 * obituary waiting for approval); the second was arranged in the autumn and is complete.
 *
 * Ids: tasks caseId × 100 + n; stationery pieces caseId × 10 + n, their pages piece × 10 + n;
 * obituaries and videos companyId × 1000 + 901 / 902; media seedMediaId(company, 'family', n).
 */

type Story = {
  initials: string
  /** Partial for the current case, complete for the finished one. */
  details: CaseDetailsBody
  obituary: { firstName: string; middleName: string | null; lastName: string; birthDate: string; deathDate: string; text: string }
  videoTitle: string
  /** The family's earlier requests, on the folder (current case) or the video (finished case). */
  folderComment: string
  videoComment: string
}

type CompanyStory = { current: Story; done: Story; invitee: { email: string; firstName: string; lastName: string; message: string } }

const STORIES: Record<number, CompanyStory> = {
  1: {
    current: {
      initials: 'WE',
      details: {
        firstName: 'Walter',
        middleName: 'James',
        lastName: 'Ellis',
        preferredName: 'Walt',
        birthDate: '1941-03-14',
        birthPlace: 'Peoria, Illinois',
        deathDate: '2026-11-18',
        residence: 'Maple Grove, Illinois',
        maritalStatus: 'widowed',
        spouseName: 'Dorothy Mae Ellis (née Carter)',
        military: { branch: 'Army', rank: 'Specialist 4', fromYear: 1962, toYear: 1965 },
      },
      obituary: {
        firstName: 'Walter',
        middleName: 'James',
        lastName: 'Ellis',
        birthDate: '1941-03-14',
        deathDate: '2026-11-18',
        text: [
          'Walter James "Walt" Ellis, 85, of Maple Grove, passed away peacefully at home on November 18, 2026, surrounded by his family.',
          'Walt was born March 14, 1941, in Peoria to Harold and Frances Ellis. After serving in the U.S. Army from 1962 to 1965, he came home to marry his sweetheart, Dorothy Mae Carter, and spent thirty-eight years as a machinist at the Caterpillar plant, where he was known for fixing anything with a motor and a story.',
          'He coached Little League for two decades, never missed a Sunday at Grace Lutheran, and grew the best tomatoes on Elm Street. Walt was preceded in death by Dorothy, his wife of sixty-one years, in September.',
          'He is survived by his daughter Margaret Ellis, his son James (Linda) Ellis, five grandchildren and two great-grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Walter Ellis — A Life Well Lived',
      folderComment: 'Could we use the photo of Dad at the lake on the inside page instead of the one in his uniform?',
      videoComment: '',
    },
    done: {
      initials: 'DE',
      details: {
        firstName: 'Dorothy',
        middleName: 'Mae',
        lastName: 'Ellis',
        maidenName: 'Carter',
        birthDate: '1938-07-02',
        birthPlace: 'Bloomington, Illinois',
        deathDate: '2026-09-02',
        deathPlace: 'Ashford Memorial Hospital, Ashford, Illinois',
        residence: 'Maple Grove, Illinois',
        fatherName: 'Robert Lee Carter',
        motherName: 'Ida Ruth Carter (née Simmons)',
        maritalStatus: 'married',
        spouseName: 'Walter James Ellis',
        education: 'bachelor',
        schools: 'Illinois State Normal University, 1960',
        occupation: 'Elementary school teacher',
        employer: 'Maple Grove Community Schools',
        religion: 'Lutheran',
      },
      obituary: {
        firstName: 'Dorothy',
        middleName: 'Mae',
        lastName: 'Ellis',
        birthDate: '1938-07-02',
        deathDate: '2026-09-02',
        text: [
          'Dorothy Mae Ellis, 88, of Maple Grove, died September 2, 2026, at Ashford Memorial Hospital with her family at her side.',
          'Born July 2, 1938, in Bloomington to Robert and Ida Carter, Dorothy graduated from Illinois State Normal University and taught second grade in Maple Grove for thirty-one years. Generations of children learned to read at her kidney-shaped table.',
          'She loved hymns, crossword puzzles and her garden, and her pies were the first to go at every church supper.',
          'Dorothy is survived by her husband of sixty-one years, Walter, her daughter Margaret, her son James (Linda), five grandchildren and two great-grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Dorothy Mae Ellis — Remembering Mom',
      folderComment: '',
      videoComment: 'Please put the wedding photo right after the childhood pictures, and use "How Great Thou Art" at the end.',
    },
    invitee: {
      email: 'ruth.ellis@example.com',
      firstName: 'Ruth',
      lastName: 'Ellis',
      message: 'Ruth, we would love your help choosing photos of Grandpa for the video.',
    },
  },
  2: {
    current: {
      initials: 'HM',
      details: {
        firstName: 'Henri',
        middleName: 'Paul',
        lastName: 'Moreau',
        birthDate: '1947-05-30',
        birthPlace: 'Lewiston, Maine',
        deathDate: '2026-11-20',
        deathPlace: 'Port Ellis, Maine',
        residence: 'Port Ellis, Maine',
        maritalStatus: 'widowed',
        spouseName: 'Céline Moreau',
        occupation: 'Lobsterman',
      },
      obituary: {
        firstName: 'Henri',
        middleName: 'Paul',
        lastName: 'Moreau',
        birthDate: '1947-05-30',
        deathDate: '2026-11-20',
        text: [
          'Henri Paul Moreau, 79, of Port Ellis, died November 20, 2026, at home overlooking the harbor he worked for more than fifty years.',
          'Henri was born May 30, 1947, in Lewiston to Lucien and Marie Moreau and moved to the coast as a young man. He fished out of Port Ellis aboard the Céline M., named for his wife, and taught half the harbor how to splice a line.',
          'He was a volunteer firefighter, a patient teacher of cribbage and an early riser who never missed a sunrise. Henri was predeceased by Céline in August.',
          'He leaves his son Daniel Moreau, his daughter Claire Moreau, and four grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Henri Moreau — Fair Winds',
      folderComment: 'Please add the line "Fair winds and following seas" under his name on the front.',
      videoComment: '',
    },
    done: {
      initials: 'CM',
      details: {
        firstName: 'Céline',
        middleName: null,
        lastName: 'Moreau',
        maidenName: 'Gagnon',
        birthDate: '1950-12-11',
        birthPlace: 'Biddeford, Maine',
        deathDate: '2026-08-14',
        deathPlace: 'Harbor Regional Medical Center, Port Ellis, Maine',
        residence: 'Port Ellis, Maine',
        fatherName: 'Armand Gagnon',
        motherName: 'Yvette Gagnon (née Pelletier)',
        maritalStatus: 'married',
        spouseName: 'Henri Paul Moreau',
        education: 'associate',
        schools: 'Southern Maine Community College',
        occupation: 'Registered nurse',
        employer: 'Harbor Regional Medical Center',
        religion: 'Catholic',
      },
      obituary: {
        firstName: 'Céline',
        middleName: null,
        lastName: 'Moreau',
        birthDate: '1950-12-11',
        deathDate: '2026-08-14',
        text: [
          'Céline Moreau, 75, of Port Ellis, died August 14, 2026, at Harbor Regional Medical Center, where she had cared for others as a nurse for thirty-four years.',
          "Born December 11, 1950, in Biddeford to Armand and Yvette Gagnon, Céline married Henri Moreau in 1971. She sang in the choir at St. Anne's, knitted hats for every newborn in the maternity ward and kept a kitchen where anyone was welcome.",
          'She is survived by her husband Henri, her son Daniel, her daughter Claire and four grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Céline Moreau — With Love',
      folderComment: '',
      videoComment: 'Could the choir recording play under the last three minutes?',
    },
    invitee: {
      email: 'luc.moreau@example.com',
      firstName: 'Luc',
      lastName: 'Moreau',
      message: 'Luc, could you help us with the music for Grandpa?',
    },
  },
}

/** Statuses of the current case's tasks, and who was asked to do them (the relative helps with photos and music). */
const CURRENT_TASKS: Record<TaskType, { status: TaskStatus; assignees: ('family' | 'relative')[]; dueDate: string | null }> = {
  'add-details': { status: 'in-progress', assignees: ['family'], dueDate: '2026-11-24' },
  'review-obituary': { status: 'not-started', assignees: ['family'], dueDate: '2026-11-24' },
  'upload-obituary-photo': { status: 'completed', assignees: ['family'], dueDate: '2026-11-23' },
  'upload-photos': { status: 'in-progress', assignees: ['relative'], dueDate: '2026-11-25' },
  'upload-music': { status: 'not-started', assignees: ['relative'], dueDate: '2026-11-25' },
  'select-theme': { status: 'completed', assignees: [], dueDate: null },
  'review-video': { status: 'not-started', assignees: ['family', 'relative'], dueDate: '2026-11-26' },
  'review-stationery': { status: 'in-progress', assignees: ['family'], dueDate: '2026-11-25' },
  'review-wall-settings': { status: 'not-started', assignees: [], dueDate: null },
  'review-wall-comments': { status: 'not-started', assignees: [], dueDate: null },
}

/** Pieces, their pages and sizes (px at 100 dpi, for previews of a plausible shape). */
const STATIONERY: { itemType: StationeryItemType; title: string; pages: StationeryPageType[]; size: [number, number] }[] = [
  { itemType: 'memorial-folder', title: 'Memorial folder', pages: ['front', 'inside-left', 'inside-right', 'back'], size: [550, 850] },
  { itemType: 'prayer-card', title: 'Prayer card', pages: ['front', 'back'], size: [275, 425] },
  { itemType: 'bookmark', title: 'Bookmark', pages: ['front', 'back'], size: [200, 600] },
  { itemType: 'guest-book', title: 'Guest book', pages: ['front', 'inside-left'], size: [850, 1100] },
]

/** Current case: the folder has a comment, the cards wait for review, the guest book is not ready yet. */
const CURRENT_STATIONERY_STATUS: Record<StationeryItemType, ReviewStatus> = {
  'memorial-folder': 'changes-requested',
  'prayer-card': 'ready-for-review',
  bookmark: 'ready-for-review',
  'guest-book': 'in-production',
}

function insert(table: string, row: Record<string, string | number | null>): Statement {
  const columns = Object.keys(row)
  return {
    sql: `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    params: Object.values(row),
  }
}

/** A fixed token per company, so the demo's pending invitation can be opened (README, e2e). */
export async function demoInvitationToken(companyId: number): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`seed-invitation:${companyId}`))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** Rows and the files they point at; the files are built at the end, all at once. */
type Files = { statements: Statement[]; media: SeedMediaInput[] }

function addFile(files: Files, input: SeedMediaInput): number {
  files.media.push(input)
  return input.id
}

function taskStatements(companyId: number, caseId: number, finished: boolean, users: { family: number; relative: number }): Statement[] {
  const out: Statement[] = []
  TASK_ORDER.forEach((type, position) => {
    const id = caseId * 100 + position + 1
    const plan = finished ? { status: 'completed' as const, assignees: ['family' as const], dueDate: null } : CURRENT_TASKS[type]
    const updatedAt = finished
      ? `2026-09-0${4 + (position % 4)}T16:${String(10 + position).padStart(2, '0')}:00.000Z`
      : `2026-11-2${position % 3}T15:${String(10 + position).padStart(2, '0')}:00.000Z`
    const updatedBy = plan.status === 'not-started' ? null : users.family
    out.push(
      insert('case_tasks', {
        id,
        company_id: companyId,
        case_id: caseId,
        type,
        status: plan.status,
        position,
        due_date: plan.dueDate,
        updated_at: updatedAt,
        updated_by: updatedBy,
      }),
    )
    for (const who of plan.assignees) {
      out.push(insert('case_task_assignees', { task_id: id, user_id: users[who], assigned_at: updatedAt, assigned_by: users.family }))
    }
  })
  return out
}

function stationery(
  companyId: number,
  caseId: number,
  caseIndex: number,
  story: Story,
  finished: boolean,
  users: { family: number; relative: number },
  files: Files,
): void {
  let n = caseIndex * 20
  for (const [position, piece] of STATIONERY.entries()) {
    const itemId = caseId * 10 + position + 1
    const status: ReviewStatus = finished ? 'approved' : CURRENT_STATIONERY_STATUS[piece.itemType]
    files.statements.push(
      insert('stationery_items', {
        id: itemId,
        company_id: companyId,
        case_id: caseId,
        item_type: piece.itemType,
        title: piece.title,
        status,
        position,
        approved_at: finished ? '2026-09-04T18:30:00.000Z' : null,
        approved_by: finished ? users.family : null,
        updated_at: finished ? '2026-09-04T18:30:00.000Z' : '2026-11-21T17:00:00.000Z',
      }),
    )
    // Nothing to look at while a piece is still being laid out.
    if (status === 'in-production') continue
    for (const [pagePosition, pageType] of piece.pages.entries()) {
      n++
      const [width, height] = piece.size
      const image =
        pageType === 'front'
          ? landscapeSvg(companyId * 100 + n, width, height)
          : portraitSvg(companyId * 100 + n, story.initials, width, height)
      const mediaId = addFile(files, {
        id: seedMediaId(companyId, 'family', n),
        companyId,
        caseId,
        kind: 'stationery',
        ...image,
        title: `${piece.title}, ${pageType.replace('-', ' ')}`,
        fileName: `${piece.itemType}-${pageType}.svg`,
        position: pagePosition,
      })
      files.statements.push(
        insert('stationery_pages', {
          id: itemId * 10 + pagePosition + 1,
          item_id: itemId,
          page_type: pageType,
          preview_media_id: mediaId,
          position: pagePosition,
        }),
      )
    }
  }
  if (story.folderComment) {
    const folderId = caseId * 10 + 1
    files.statements.push(
      insert('stationery_comments', {
        id: folderId * 10 + 1,
        item_id: folderId,
        page_type: 'inside-left',
        text: story.folderComment,
        author_id: users.relative,
        created_at: '2026-11-21T19:42:00.000Z',
      }),
    )
  }
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const stories = STORIES[company.id]
  if (!stories) return { statements: [], objects: [] }
  const ids = demoIds(company.id)
  const users = { family: ids.familyUser, relative: ids.relativeUser }
  const c = company.id
  const files: Files = { statements: [], media: [] }
  const [currentCase, doneCase] = ids.familyCases

  for (const [index, [caseId, story, finished]] of (
    [
      [currentCase, stories.current, false],
      [doneCase, stories.done, true],
    ] as const
  ).entries()) {
    files.statements.push(...taskStatements(c, caseId, finished, users))
    files.statements.push(
      insert('case_details', {
        case_id: caseId,
        company_id: c,
        document: JSON.stringify(CaseDetailsBodySchema.parse(story.details)),
        updated_at: finished ? '2026-09-03T20:15:00.000Z' : '2026-11-21T02:05:00.000Z',
        updated_by: users.family,
      }),
    )

    const photoId = addFile(files, {
      id: seedMediaId(c, 'family', 80 + index),
      companyId: c,
      caseId,
      kind: 'obituary-photo',
      ...portraitSvg(c * 10 + index, story.initials),
      title: `${story.obituary.firstName} ${story.obituary.lastName}`,
    })
    const o = story.obituary
    files.statements.push(
      insert('obituaries', {
        id: c * 1000 + 901 + index,
        company_id: c,
        case_id: caseId,
        first_name: o.firstName,
        middle_name: o.middleName,
        last_name: o.lastName,
        name_slug: nameSlug(o.firstName, o.lastName),
        birth_date: o.birthDate,
        death_date: o.deathDate,
        text: o.text,
        photo_media_id: photoId,
        // The current draft waits for the family's approval and is not public yet.
        published_at: finished ? '2026-09-05T14:00:00.000Z' : null,
        approved_at: finished ? '2026-09-04T22:10:00.000Z' : null,
        approved_by: finished ? users.family : null,
        updated_at: finished ? '2026-09-04T22:10:00.000Z' : '2026-11-22T16:30:00.000Z',
      }),
    )

    stationery(c, caseId, index, story, finished, users, files)

    const posterId = addFile(files, {
      id: seedMediaId(c, 'family', 60 + index),
      companyId: c,
      caseId,
      kind: 'video-poster',
      ...landscapeSvg(c * 1000 + 60 + index, 1280, 720),
      title: story.videoTitle,
    })
    const videoId = c * 1000 + 901 + index
    files.statements.push(
      insert('case_videos', {
        id: videoId,
        company_id: c,
        case_id: caseId,
        title: story.videoTitle,
        // No rendered video file in the seed: the poster stands in until the funeral home uploads one.
        video_media_id: null,
        poster_media_id: posterId,
        captions_media_id: null,
        duration_seconds: finished ? 384 : 412,
        status: finished ? 'approved' : 'ready-for-review',
        approved_at: finished ? '2026-09-04T21:00:00.000Z' : null,
        approved_by: finished ? users.family : null,
        updated_at: finished ? '2026-09-04T21:00:00.000Z' : '2026-11-22T18:45:00.000Z',
      }),
    )
    if (story.videoComment) {
      files.statements.push(
        insert('video_comments', {
          id: videoId * 10 + 1,
          video_id: videoId,
          text: story.videoComment,
          at_seconds: 95,
          author_id: users.family,
          created_at: '2026-09-04T02:20:00.000Z',
        }),
      )
    }
  }

  const invitee = stories.invitee
  files.statements.push(
    insert('case_invitations', {
      id: c * 1000 + 901,
      company_id: c,
      case_id: currentCase,
      token_hash: await hashInvitationToken(await demoInvitationToken(c)),
      email: invitee.email,
      first_name: invitee.firstName,
      last_name: invitee.lastName,
      message: invitee.message,
      invited_by: users.family,
      created_at: '2026-11-21T15:00:00.000Z',
      expires_at: '2026-12-05T15:00:00.000Z',
      used_at: null,
      used_by: null,
    }),
  )
  // Media rows first: the rows above point at them (foreign keys).
  const built = await Promise.all(files.media.map((input) => seedMediaFile(input)))
  return { statements: [...built.map((b) => b.statement), ...files.statements], objects: built.map((b) => b.object) }
}
