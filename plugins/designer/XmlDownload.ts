/** Saves XML text as a file the browser downloads (the designer's 导出 XML, 流程管理's version export). */
export function downloadXml(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/xml;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
