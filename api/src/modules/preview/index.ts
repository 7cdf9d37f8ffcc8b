// The preview module's face (docs/api.md, "Module faces"): the wiring mounts the preview of drafts.
export { previewSite, type PreviewConfig } from './site';
export { readPreviewLink, signPreviewLink, type PreviewLink } from './links';
