import { SCREEN } from '@kala/contract';
import { useParams } from 'react-router';
import { VerifyPage } from '../../features/certificates/verify-page';
import { useDocumentTitle } from '../../lib/document-title';

// The public page of a certificate of authenticity, /verify/{number} (issue 37 item 8): the PDF's QR code opens it.
export function VerifyRoute() {
  useDocumentTitle(SCREEN.certificate.pageTitle);
  const { number = '' } = useParams();
  return <VerifyPage number={number} />;
}
