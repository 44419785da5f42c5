// swift-format-ignore-file
//
// Not printed in the Collexion article, whose upload state driver switches over it: the
// editor's upload states as the original app (ktan17/CollexionApp @62f2c2e) describes the
// original app's.

import Foundation

enum UploadState {
  case idle
  case uploading
  case failed(error: Error)
}
