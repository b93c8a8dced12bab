import type { ContactImport, ContactPreview } from '@griot/contract/contacts/contactSchemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orpc } from '../../lib/orpc';
import { uploadWithProgress } from '../../lib/uploadWithProgress';

export interface ImportSettings {
  chatbotId: string;
  file: File;
  mapping: Record<string, string>;
  optInSource: string;
  optInDate: string;
  defaultCountry: string;
}

/**
 * The wizard's calls: the preview of a chosen file, then the import — sent with its upload's
 * progress and an id chosen here, so the import's row can be polled while the server works
 * through the file (the call answers once it is done).
 */
export function useContactImport() {
  const queryClient = useQueryClient();
  const [uploadPercent, setUploadPercent] = useState(0);
  const [importId, setImportId] = useState<string | null>(null);
  const preview = useMutation(orpc.contacts.preview.mutationOptions());
  const run = useMutation({
    mutationFn: (settings: ImportSettings) => {
      const id = crypto.randomUUID();
      setImportId(id);
      setUploadPercent(0);
      const form = new FormData();
      form.append('file', settings.file, settings.file.name);
      form.append('mapping', JSON.stringify(settings.mapping));
      if (settings.optInSource.trim()) form.append('optInSource', settings.optInSource.trim());
      if (settings.optInDate) form.append('optInDate', settings.optInDate);
      form.append('defaultCountry', settings.defaultCountry);
      form.append('importId', id);
      return uploadWithProgress(
        `/chatbots/${settings.chatbotId}/contacts/import`,
        form,
        (body) => (body?.import as ContactImport | undefined) ?? null,
        setUploadPercent,
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orpc.endUsers.key() });
      void queryClient.invalidateQueries({ queryKey: orpc.contacts.key() });
    },
  });
  // While the call runs, its row says how far the server is.
  const status = useQuery(
    orpc.contacts.importStatus.queryOptions({
      input: { id: importId ?? '' },
      enabled: importId !== null && run.isPending && uploadPercent >= 100,
      refetchInterval: 800,
      retry: false,
    }),
  );
  return {
    preview,
    run,
    uploadPercent,
    progress: run.data ?? status.data?.import,
    reset: () => {
      preview.reset();
      run.reset();
      setImportId(null);
      setUploadPercent(0);
    },
  };
}

export type PreviewResult = ContactPreview;
