# shellcheck shell=bash disable=SC2034
desc="RTL8153 (r8152) as on the NanoPi R2S: user space sets an address, the device runtime-suspends (usb-redir suppress-remote-wake=off, power/persist 1), loses power while suspended (the emulator's SIGUSR2: PLA_IDR back to the efuse's), the resume fails and USB core retries it as a reset-resume: rtl8152_reset_resume() writes the user's address into PLA_IDR again; pings"
overlay=emu-8153-r2s.dtso
timeout=120
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01)
EMU_EXPECT=02:11:22:33:81:53
EMU_NODE=/pcie@10000000/usb@2,0/device@5
EMU_USER_MAC=02:aa:bb:cc:81:55
EMU_REDIR_OPTS=suppress-remote-wake=off
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_USER_MAC="$EMU_USER_MAC")

# the guest says when the device is suspended: it loses power then
emu_power_loss_on_suspend 60

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	emu_host_power_lost
	host_is "$("$emu_dir/emulog" "$log" count usb_reset config=1)" 1 "one reset of the configured device: the probe's"
	# after the power loss: the reset-resume's port reset (the device is
	# unconfigured by then; QEMU's xHCI passes one port reset on as
	# several usbredir resets), then PLA_IDR with the user's address
	host_is "$(python3 - "$log" <<'PY'
import json, sys
seen, out = False, []
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e["ev"] == "power_loss":
        seen = True
    elif seen and e["ev"] == "usb_reset" and not out:
        out.append("reset")
    elif seen and e["ev"] == "mac" and out == ["reset"]:
        out.append(e["mac"])
print(" ".join(out))
PY
)" "reset $EMU_USER_MAC" "after the power loss: the reset-resume's USB reset, then PLA_IDR with the user's address"
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | tr '\n' ' ')" "$EMU_EXPECT $EMU_USER_MAC $EMU_USER_MAC " \
		"PLA_IDR: the board's at probe, the user's when set and again after the reset-resume"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "every PLA_IDR write came under the PLA_CRWECR lock"
}
