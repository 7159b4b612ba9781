import APIClient
import Foundation

/// A repository, as listed by `/users/{name}/repos` and found by `/search/repositories`.
public struct GitHubRepository: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var fullName: String
    public var htmlURL: URL
    public var description: String?
    public var language: String?
    public var stargazersCount: Int
    public var ownerLogin: String
    public var updatedAt: Date?

    public init(id: Int, name: String, fullName: String, htmlURL: URL, description: String? = nil,
                language: String? = nil, stargazersCount: Int = 0, ownerLogin: String, updatedAt: Date? = nil) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.htmlURL = htmlURL
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
        self.ownerLogin = ownerLogin
        self.updatedAt = updatedAt
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, language, owner
        case fullName = "full_name"
        case htmlURL = "html_url"
        case stargazersCount = "stargazers_count"
        case updatedAt = "updated_at"
    }

    private enum OwnerKeys: String, CodingKey {
        case login
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeNumericString(forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        fullName = try container.decode(String.self, forKey: .fullName)
        htmlURL = try container.decodeURL(forKey: .htmlURL)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        stargazersCount = try container.decodeIfPresent(Int.self, forKey: .stargazersCount) ?? 0
        ownerLogin = try container.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
            .decode(String.self, forKey: .login)
        updatedAt = try container.decodeISO8601DateIfPresent(forKey: .updatedAt)
    }
}

/// A user, as listed by `/users?since=`.
public struct GitHubUser: Decodable, Sendable, Equatable {
    public var id: Int
    public var login: String
    public var avatarURL: URL?
    public var htmlURL: URL

    public init(id: Int, login: String, avatarURL: URL?, htmlURL: URL) {
        self.id = id
        self.login = login
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
    }

    private enum CodingKeys: String, CodingKey {
        case id, login
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeNumericString(forKey: .id)
        login = try container.decode(String.self, forKey: .login)
        avatarURL = try container.decodeURLIfPresent(forKey: .avatarURL)
        htmlURL = try container.decodeURL(forKey: .htmlURL)
    }
}

/// The answer of `/search/repositories`, with the pagination links of its `Link` header.
public struct GitHubSearchResult: Decodable, Sendable, Equatable {
    public var totalCount: Int
    public var incompleteResults: Bool
    public var items: [GitHubRepository]
    public var links: PageLinks

    public init(totalCount: Int, incompleteResults: Bool, items: [GitHubRepository], links: PageLinks = PageLinks()) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
        self.links = links
    }

    private enum CodingKeys: String, CodingKey {
        case items
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        totalCount = try container.decode(Int.self, forKey: .totalCount)
        incompleteResults = try container.decode(Bool.self, forKey: .incompleteResults)
        items = try container.decode([GitHubRepository].self, forKey: .items)
        links = PageLinks()
    }
}
