/** The hex SHA-256 of a file's bytes, computed by the browser (Web Crypto). */
export async function sha256Hex(data: Blob | ArrayBuffer): Promise<string> {
  const bytes = isArrayBuffer(data) ? data : await blobBytes(data);
  // A view over the bytes: Web Crypto takes it whichever realm made the buffer (a test's DOM has its own).
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** By its tag, not `instanceof`: a buffer or a Blob may come from another realm (a fetch, a frame). */
function isArrayBuffer(data: Blob | ArrayBuffer): data is ArrayBuffer {
  return Object.prototype.toString.call(data) === '[object ArrayBuffer]';
}

/** Blob.arrayBuffer where it exists; a FileReader otherwise (older engines, jsdom). */
function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
