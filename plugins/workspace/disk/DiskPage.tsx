import { useSearchParams } from 'react-router';
import { DiskFrame } from './DiskFrame.tsx';
import { PersonalDisk } from './PersonalDisk.tsx';

/** /microdisk/index: the configured outside disk when the menu passed its address (eipurl), else the personal disk. */
export function DiskPage() {
  const [query] = useSearchParams();
  const address = query.get('eipurl');
  return address ? <DiskFrame address={address} /> : <PersonalDisk />;
}
