// A programme's cover in its edit dialog (ui/CoverPicker with reference "program", saved by setProgramCover). The
// programmes page's cards show it; the server answers it at a signed address an <img> can load.
import { useMutation } from '@apollo/client/react';
import { ProgramsOverviewDocument, SetProgramCoverDocument } from '../../../generated/graphql.ts';
import { CoverPicker } from '../../../ui/CoverPicker.tsx';

export function ProgramCover({ programId, cover }: { readonly programId: string; readonly cover: string | null }) {
  const [setCover] = useMutation(SetProgramCoverDocument, { refetchQueries: [ProgramsOverviewDocument] });
  return (
    <CoverPicker
      reference={{ referenceType: 'program', referenceId: programId }}
      cover={cover}
      testId="program-cover"
      onSet={async (attachmentId) =>
        (await setCover({ variables: { id: programId, attachmentId } })).data?.setProgramCover.cover ?? null
      }
    />
  );
}
