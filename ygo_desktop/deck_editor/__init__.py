"""The deck editor: card search, Main/Extra/Side by drag and drop, legality, .ydk and ydke://."""
