import type { TFunction } from 'i18next';
import type { AttachmentProblem } from './attachment-rules';

/** The spec's upload texts (§8), translated. */
export function uploadProblemText(t: TFunction<'support'>, problem: AttachmentProblem): string {
  switch (problem.kind) {
    case 'invalidType':
      return t('upload.invalidType', { name: problem.name });
    case 'tooLarge':
      return t('upload.tooLarge', { name: problem.name, size: problem.size });
    case 'tooMany':
      return t('upload.tooMany', { max: problem.max });
  }
}
