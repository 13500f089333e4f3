import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { MediaFile } from '#contract/files.ts'
import { bannerProblem } from '#contract/obituary-banner.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { readImageHeader, sniffContentType } from '#core/media-bytes.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { Uploader, useUploadQueue } from '#src/features/tasks/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'

/**
 * The size a picture's header names, or undefined when it names none: then the uploader's own
 * checks say what is wrong with the file (not a picture, damaged), in the family's words.
 */
async function pictureSize(file: File): Promise<{ width: number; height: number } | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffContentType(bytes)
  const header = type ? readImageHeader(bytes, type) : undefined
  return header?.ok ? { width: header.width, height: header.height } : undefined
}

/**
 * The obituary's banner from the studio (decision 059): the portrait's uploader and rules, and a
 * wide picture (wider than tall) checked here before sending, as the api checks it again. The
 * preview shows it above the obituary; the public page shares it in place of the portrait.
 */
export function ObituaryBanner({
  caseId,
  current,
  onChanged,
}: {
  caseId: number
  current: MediaFile | null
  onChanged: (note: string) => void
}) {
  const params = { caseId }
  const path = operationPath(operations.postApiStaffCasesByCaseIdObituaryBanner, { params })
  const uploads = useUploadQueue<MediaFile>({
    kind: 'obituary-photo',
    path,
    autoStart: true,
    onSaved: () => onChanged('The banner is saved.'),
  })
  const [problem, setProblem] = useState<string>()
  const remove = useMutation({
    mutationFn: () => call(operations.deleteApiStaffCasesByCaseIdObituaryBanner, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onChanged('The banner is removed. The portrait is shared again.'),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  // A tall picture never enters the queue: it is said here, and nothing is sent.
  const wideOnly = {
    ...uploads,
    add: (files: readonly File[]) => {
      setProblem(undefined)
      const [file] = files
      if (file)
        void pictureSize(file).then((size) => {
          const tall = size ? bannerProblem(size) : undefined
          if (tall) setProblem(tall)
          else uploads.add([file])
        })
      return []
    },
  }
  return (
    <section aria-labelledby="obituary-banner-title" className="details-form">
      <h2 id="obituary-banner-title">The banner</h2>
      <p>A wide picture, wider than it is tall. Shown above the obituary here, and as the picture when the page is shared.</p>
      {current ? (
        <img
          src={current.url}
          alt="The current banner"
          width={current.width ?? 600}
          height={current.height ?? 300}
          className="max-w-96 h-auto"
        />
      ) : (
        <p>No banner yet: a share shows the portrait.</p>
      )}
      <FormProblem message={problem} />
      <Uploader
        kind="obituary-photo"
        label={current ? 'Choose another banner' : 'Choose a banner'}
        multiple={false}
        uploads={wideOnly}
        noun="photos"
      />
      {current ? (
        <Button variant="secondary" busy={remove.isPending} onClick={() => remove.isPending || remove.mutate()}>
          Remove the banner
        </Button>
      ) : null}
    </section>
  )
}
