import { TokensAdmin } from '@/features/creation-tokens/components/tokens-admin.tsx';
import { ProjectionsPanel } from '@/features/projections-admin/components/projections-panel.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function TokensPage() {
  useDocumentTitle('Creation Tokens', 'Super-Admin');
  return (
    <>
      <div className="page-header">
        <h1>Organization Creation Tokens</h1>
      </div>
      <TokensAdmin />
      <ProjectionsPanel />
    </>
  );
}
