import ViperaCore

/// The examples of `reference-cycle` that show which reference of a cycle is the back reference:
/// the object handed in keeps what handed it in, and a collection is never the one to make weak.
/// Its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// A poll makes its options through a factory, handing itself in; an album hands itself to
    /// a method of its track that stores it; a playlist collects songs that point back at it,
    /// nothing telling who made whom; two collections hold each other.
    static let backReferenceExamples: [RuleExample] = [
        RuleExample(
            """
            struct PollEntity {
                struct Choice { let title: String }
                let choices: [Choice]
            }
            extension PollEntity.Choice {
                func toOption(with poll: Poll) -> PollOption {
                    return .init(poll: poll, title: title)
                }
            }
            final class Poll {
                var options: [PollOption] = []
                init(entity: PollEntity) {
                    options = entity.choices.map { $0.toOption(with: self) }
                }
            }
            final class PollOption {
                ↓var poll: Poll?
                let title: String
                init(poll: Poll, title: String) {
                    self.poll = poll
                    self.title = title
                }
            }
            """,
            messages: [
                "strong reference cycle: PollOption.poll → Poll.options → PollOption; Poll hands itself to toOption, which makes a PollOption (Example.swift:13): make PollOption.poll weak"
            ],
            fixed: """
                struct PollEntity {
                    struct Choice { let title: String }
                    let choices: [Choice]
                }
                extension PollEntity.Choice {
                    func toOption(with poll: Poll) -> PollOption {
                        return .init(poll: poll, title: title)
                    }
                }
                final class Poll {
                    var options: [PollOption] = []
                    init(entity: PollEntity) {
                        options = entity.choices.map { $0.toOption(with: self) }
                    }
                }
                final class PollOption {
                    weak var poll: Poll?
                    let title: String
                    init(poll: Poll, title: String) {
                        self.poll = poll
                        self.title = title
                    }
                }
                """),
        RuleExample(
            """
            final class Album {
                var track: Track?
                func play(_ track: Track) {
                    self.track = track
                    track.attach(to: self)
                }
            }
            final class Track {
                ↓var album: Album?
                func attach(to album: Album) {
                    self.album = album
                }
            }
            """,
            messages: [
                "strong reference cycle: Track.album → Album.track → Track; Album hands itself to Track.attach, which stores it in album (Example.swift:5): make Track.album weak"
            ],
            fixed: """
                final class Album {
                    var track: Track?
                    func play(_ track: Track) {
                        self.track = track
                        track.attach(to: self)
                    }
                }
                final class Track {
                    weak var album: Album?
                    func attach(to album: Album) {
                        self.album = album
                    }
                }
                """),
        RuleExample(
            """
            final class Playlist {
                var songs: [Song] = []
            }
            final class Song {
                ↓var playlist: Playlist?
            }
            """,
            messages: ["strong reference cycle: Song.playlist → Playlist.songs → Song; make Song.playlist weak"],
            fixed: """
                final class Playlist {
                    var songs: [Song] = []
                }
                final class Song {
                    weak var playlist: Playlist?
                }
                """),
        RuleExample(
            """
            final class Course {
                ↓var students: [Student] = []
            }
            final class Student {
                var courses: [String: Course]?
            }
            """,
            messages: [
                "strong reference cycle: Course.students → Student.courses → Course; hold the elements of Course.students in weak boxes (a collection cannot be weak)"
            ]),
    ]
}
