# Renders Liquid texts with Ruby Liquid (the `liquid` gem, 5.x): the oracle vipera's Liquid
# engine is compared with. Usage: ruby liquid_render.rb CASES.json
#
# CASES.json: {"snippets": "<folder of <name>.liquid files for include>",
#              "cases": [{"name": "...", "template": "...", "variables": {...}}, ...]}
# Prints a JSON object: for each case name, {"output": "..."} or {"error": "..."}.
require "json"
require "liquid"

input = JSON.parse(File.read(ARGV.fetch(0)))
Liquid::Template.file_system = Liquid::LocalFileSystem.new(input.fetch("snippets"), "%s.liquid")
results = {}
input.fetch("cases").each do |kase|
  begin
    template = Liquid::Template.parse(kase.fetch("template"), error_mode: :lax)
    results[kase.fetch("name")] = { "output" => template.render!(kase.fetch("variables")) }
  rescue Liquid::Error, StandardError => e
    results[kase.fetch("name")] = { "error" => "#{e.class}: #{e.message}" }
  end
end
puts JSON.generate(results)
