import { live } from '../live';
import { artistText, artworkText } from '../shared';

// Issue 37 item 8: the certificate of authenticity of an original (docs/certificates.md), on the order and the
// sale, and its public verify page /verify/{number}.
export const certificate = /* @__PURE__ */ live(['SCREEN', 'certificate'], {
  heading: 'Certificate of authenticity',
  orderText: 'This original comes with a certificate signed by Kala. Anyone can check it by its number.',
  number: 'Certificate number',
  download: 'Download certificate (PDF)',
  downloadFailed: 'The certificate could not be downloaded',
  showName: 'Show my name on the certificate',
  showNameHint: 'Off: neither the certificate nor its public page names you.',
  saveFailed: 'The certificate could not be changed',
  publicPage: 'See its public page',
  pageTitle: 'Verify a certificate',
  checking: 'Checking the certificate…',
  error: 'The certificate could not be checked',
  genuine: 'Genuine: this certificate was issued by Kala',
  /** genuineText('Ananya Iyer') */
  genuineText: (artist: string) =>
    `Kala's signature on it checks out. It certifies an original by ${artist}, sold through Kala.`,
  revoked: 'Revoked: the sale this certificate was issued for was cancelled',
  revokedText: 'Kala issued this certificate, but it no longer certifies a sale.',
  invalid: 'Not valid: this certificate does not match Kala’s signature',
  invalidText: 'What is stored under this number was changed after Kala signed it. Do not rely on it.',
  notKala: 'Not a Kala certificate',
  notKalaText: 'No certificate issued by Kala has this number. Check it against the printed certificate.',
  certifies: 'What it certifies',
  artwork: artworkText,
  artist: artistText,
  saleDate: 'Sold on Kala',
  owner: 'Owner',
  key: 'Signed with key',
  notStated: 'Not stated',
  viewArtwork: 'View the artwork',
});
