import { useEffect, useState } from 'react';

/** A photo's preview through an object URL, revoked when the photo is removed or the page is left. */
export const PageThumbnail = ({ file, alt }: { file: File; alt: string }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return <div className="h-40 w-full rounded-md bg-slate-100" />;
  return <img src={url} alt={alt} className="h-40 w-full rounded-md bg-slate-100 object-contain" />;
};
