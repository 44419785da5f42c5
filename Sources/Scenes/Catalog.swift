import Screenplay
