import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Job } from '../../../api/types';
import { ApiError, toApiError } from '../../../lib/api';
import { jobKeys } from './keys';

/**
 * POST /v1/migration/jobs (multipart). The one call not made with openapi-fetch: fetch cannot report
 * how many bytes of a request body have been sent, and a 25 MB upload needs a progress bar.
 */
function upload(
  datasetType: string,
  file: File,
  choice: { headerRow?: number | undefined; sheet?: string | undefined },
  onProgress: (sent: number, total: number) => void,
): Promise<Job> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('dataset_type', datasetType);
    // Before the file: the server reads the file as it arrives.
    if (choice.headerRow !== undefined) form.append('header_row', String(choice.headerRow));
    if (choice.sheet !== undefined) form.append('sheet', choice.sheet);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/migration/jobs');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The server could not be reached.'));
    xhr.onload = () => {
      if (xhr.status === 201) return resolve((xhr.response as { data: Job }).data);
      const headers = new Headers();
      const retryAfter = xhr.getResponseHeader('retry-after');
      if (retryAfter) headers.set('retry-after', retryAfter);
      reject(toApiError(new Response(null, { status: xhr.status, headers }), xhr.response));
    };
    xhr.send(form);
  });
}

export function useUploadJob() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ sent: number; total: number } | undefined>();
  const mutation = useMutation({
    mutationFn: ({
      datasetType,
      file,
      headerRow,
      sheet,
    }: {
      datasetType: string;
      file: File;
      headerRow?: number | undefined;
      /** A workbook's sheet, by name: when the one the server chose is not the one wanted. */
      sheet?: string | undefined;
    }) => {
      setProgress({ sent: 0, total: file.size });
      return upload(datasetType, file, { headerRow, sheet }, (sent, total) => setProgress({ sent, total }));
    },
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.one(job.id), job);
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
  return { ...mutation, progress };
}
