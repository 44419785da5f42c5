import Scenes
import Screenplay
