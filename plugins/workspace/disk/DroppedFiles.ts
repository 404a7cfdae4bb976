/** A file to upload and the path it keeps under the folder it goes into (`资料/2026/合同.pdf`). */
export interface ChosenFile {
  file: File;
  path: string;
}

/** What a chosen file keeps: its place in a picked folder (webkitRelativePath), else its name. */
export function chosenFiles(files: Iterable<File>): ChosenFile[] {
  return [...files].map((file) => ({ file, path: file.webkitRelativePath || file.name }));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every entry of a dropped folder: readEntries answers in batches until an empty one. */
async function entriesOf(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/**
 * The files of a drop, dropped folders walked with the paths inside them, so dragging a folder
 * does what the folder picker does. The walk stops after `limit + 1` files: the caller refuses
 * a batch over the limit anyway, and a huge folder must not be read whole for that.
 */
export async function droppedFiles(transfer: Pick<DataTransfer, 'items' | 'files'>, limit: number): Promise<ChosenFile[]> {
  const entries = [...(transfer.items ?? [])].map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) return chosenFiles(transfer.files);
  const found: ChosenFile[] = [];
  const visit = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    if (found.length > limit) return;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isFile) found.push({ file: await fileOf(entry as FileSystemFileEntry), path });
    else if (entry.isDirectory) for (const child of await entriesOf(entry as FileSystemDirectoryEntry)) await visit(child, path);
  };
  for (const entry of entries) await visit(entry as FileSystemEntry, '');
  return found;
}
