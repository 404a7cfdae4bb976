import type { PublicationSection } from '../PublicSiteApi.ts';

/** The resource page of a section: its file names it (/website/digitalPublishSection/getByFileId/{bucket}/{file}). */
export function resourcePath(section: Pick<PublicationSection, 'bucketName' | 'fileName'>): string {
  return `/digitalPub/resource?${new URLSearchParams({ bucketName: section.bucketName, fileName: section.fileName })}`;
}
