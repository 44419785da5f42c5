// swift-format-ignore-file
//
// Not printed in the Collexion article, whose upload state driver switches over it: the
// editor's upload states as shared/reference/original-apps.md (section 2) describes the
// original app's.

import Foundation

enum UploadState {
  case idle
  case uploading
  case failed(error: Error)
}
