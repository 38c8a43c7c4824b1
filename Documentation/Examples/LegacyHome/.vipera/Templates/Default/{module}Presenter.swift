//
//  {module}Presenter.swift
//  {project}
//
//  Created by {author} on {date}.
//

class {module}Presenter {
}
