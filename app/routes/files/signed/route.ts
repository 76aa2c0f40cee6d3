import type { LoaderFunctionArgs } from "@remix-run/node";
import { getStorage, handleSignedDiskRequest } from "#server/storage/index";

/** Serves a disk-stored object to whoever holds a live signed link (the disk twin of an S3 presigned URL). */
export function loader({ request }: LoaderFunctionArgs) {
  return handleSignedDiskRequest(request, getStorage());
}
